import { Trans } from '@lingui/react/macro';
import { useGetMeQuery } from '@pathwise/api';

/**
 * On paper only, under the title: whose report it is and the day it was made, so the printouts of
 * a whole class tell apart. A person who gave no name gets none.
 */
export function PrintedFor({ name, taken }: { name: string | null | undefined; taken: string }) {
  const person = name?.trim();
  if (!person && !taken) return null;
  return (
    <p className="mt-2 hidden text-lg font-medium print:block">
      {person && taken ? (
        <Trans>
          {person} · Personality report from {taken}
        </Trans>
      ) : person ? (
        person
      ) : (
        <Trans>Personality report from {taken}</Trans>
      )}
    </p>
  );
}

/** The signed-in person's own report: the name in their profile. */
export function PrintedForMe({ taken }: { taken: string }) {
  const { data: profile } = useGetMeQuery();
  return <PrintedFor name={profile?.displayName} taken={taken} />;
}
