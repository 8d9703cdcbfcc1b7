import { useLingui } from '@lingui/react';
import { useGetMeQuery, useUpdateMeMutation } from '@pathwise/api';
import { selectCurrentUser } from '@pathwise/auth';
import {
  type Locale,
  readLanguageChoice,
  saveLanguageChoice,
  supportedLocale,
} from '@pathwise/i18n';
import { useAppSelector } from '@pathwise/store';
import { useEffect, useRef } from 'react';
import { beforeLanguageChange, loadPageIn } from './language-change';

export type ProfileLanguageProps = {
  /** Loads the page in the profile's language: a full page load unless a story passes its own. */
  loadPage?: (locale: Locale) => void;
};

/**
 * The signed-in person's language, kept in their profile. Once they are signed in, a profile
 * language Pathwise is written in that differs from the page's is taken, once, when nobody chose a
 * language in this browser (it then counts as this browser's choice, so the server sends the
 * spec's addresses to it from now on). And when they choose a language with the language switch,
 * their profile keeps it. Rendered where the account's store is (the header's account corner).
 */
export function ProfileLanguage({ loadPage = loadPageIn }: ProfileLanguageProps) {
  const { i18n } = useLingui();
  const user = useAppSelector(selectCurrentUser);
  const { data: profile } = useGetMeQuery(undefined, { skip: !user });
  const [updateMe] = useUpdateMeMutation();
  const preferred = user && profile?.preferredLanguage;
  // "es-MX" is Spanish; a language Pathwise isn't written in ("fr") changes nothing here.
  const wanted = preferred ? supportedLocale([preferred]) : null;
  const switched = useRef(false);

  useEffect(() => {
    if (!wanted || wanted === i18n.locale || switched.current) return;
    if (readLanguageChoice() !== null) return;
    switched.current = true;
    saveLanguageChoice(wanted);
    loadPage(wanted);
  }, [wanted, i18n.locale, loadPage]);

  useEffect(() => {
    if (!user) return;
    return beforeLanguageChange(async (locale) => {
      // Already the profile's (perhaps with a region, "es-MX", which is kept).
      if (wanted === locale) return;
      await updateMe({ preferredLanguage: locale }).unwrap();
    });
  }, [user, wanted, updateMe]);

  return null;
}
