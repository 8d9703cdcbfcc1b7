import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { readFailure, useSaveGroupMembershipMutation } from '@pathwise/api';
import { DISPLAY_NAME_MAX_LENGTH, GROUP_SHARES, type GroupInvite } from '@pathwise/contract';
import { shareDetail, shareLabel } from '@pathwise/groups';
import { Button, ChoiceFieldset, TextField } from '@pathwise/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type MembershipFormValues,
  membershipFormSchema,
  toFormShares,
  toRequest,
} from '../membership-form-values';

type Props = {
  invite: GroupInvite;
  /** The name offered when joining: the profile's, if the person gave one. */
  profileName: string;
  /** Called once the server has the member's choice, with what it now shows the group. */
  onSaved: (joined: boolean) => void;
};

/** The name the group sees and the items shared, one box each, all unticked until chosen. */
export function MembershipForm({ invite, profileName, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const [save, { isLoading: saving }] = useSaveGroupMembershipMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- its messages follow the active language
  const schema = useMemo(() => membershipFormSchema(), [i18n.locale]);
  const member = invite.membership;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MembershipFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: member?.shown.name ?? profileName,
      shares: toFormShares(member?.shares),
    },
    mode: 'onTouched',
  });
  const options = GROUP_SHARES.map((share) => ({
    value: share,
    label: shareLabel(share),
    description: shareDetail(share),
  }));

  const submit = async (values: MembershipFormValues) => {
    setFailure(null);
    const result = await save({ code: invite.code, ...toRequest(values) });
    if ('error' in result) setFailure(readFailure(result.error).words);
    else onSaved(member === null);
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-6">
      <TextField
        label={t`Your name, as the group sees it`}
        hint={t`Use the name your teacher or group leader knows you by. It is only shown in this group.`}
        autoComplete="name"
        maxChars={DISPLAY_NAME_MAX_LENGTH}
        error={errors.name?.message}
        {...register('name')}
      />
      <ChoiceFieldset
        type="checkbox"
        legend={t`What the group may see`}
        hint={t`Tick only what you want to share. Nothing is shared unless you tick it, and you can change this or leave at any time.`}
        options={options}
        registration={register('shares')}
        error={errors.shares?.message}
      />
      {failure && (
        <p role="alert" className="font-medium text-danger">
          {failure}
        </p>
      )}
      <Button type="submit" pending={saving}>
        {saving ? t`Saving…` : member ? t`Save what I share` : t`Join the group`}
      </Button>
      <p className="text-sm text-muted-foreground">
        <Trans>Joining shares your name. Everything else is only what you ticked.</Trans>
      </p>
    </form>
  );
}
