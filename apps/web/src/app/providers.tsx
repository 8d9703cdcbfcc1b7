import { i18n } from '@pathwise/i18n';
import { I18nProvider } from '@lingui/react';
import { AnalyticsProvider, readAnalyticsConfig } from '@pathwise/analytics';
import { BackendConfigProvider, readBackendConfig } from '@pathwise/auth/config';
import { AppStoreScope, type PageSeed } from '@pathwise/store/scope';
import { ThemeProvider } from '@pathwise/theme';
import { ToastProvider } from '@pathwise/ui';
import type { ReactNode } from 'react';

const backendConfig = readBackendConfig(import.meta.env);
const analyticsConfig = readAnalyticsConfig(import.meta.env);

/**
 * App-wide providers. Each is on the first load of every page, so each is light: the sign-in
 * service's code, Redux and the toast machinery load later, when first needed. Analytics loads and
 * sends nothing until it is configured and the visitor has said yes.
 */
export function Providers({ children, seed }: { children: ReactNode; seed?: PageSeed }) {
  return (
    <I18nProvider i18n={i18n}>
      <AnalyticsProvider config={analyticsConfig}>
        <ThemeProvider>
          <BackendConfigProvider config={backendConfig}>
            <AppStoreScope seed={seed}>
              <ToastProvider>{children}</ToastProvider>
            </AppStoreScope>
          </BackendConfigProvider>
        </ThemeProvider>
      </AnalyticsProvider>
    </I18nProvider>
  );
}
