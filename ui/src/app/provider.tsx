import { I18nProvider, useLingui } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Fragment, lazy } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from '../components/ui/toast/toaster';
import type { FeatureManifest, MemberSection } from '../lib/feature';
import { currentLocale, i18n, loadCatalogue } from '../lib/i18n/i18n';
import { MemberSectionsProvider } from '../lib/member-sections';
import { features } from './features';

/**
 * The sections features add to a member's page, each arriving with its feature's messages in the current language: a
 * section drawn before its catalogue came showed empty headings and a nameless button for a moment (axe caught it on
 * a busy machine). A page loads its own feature's catalogue with its code (router.tsx); a section is another feature's.
 */
const memberSections = (features as readonly FeatureManifest[]).flatMap((feature) =>
  (feature.memberSections ?? []).map((section) =>
    feature.messages ? { ...section, Component: withCatalogue(feature.name, section.Component) } : section,
  ),
);

function withCatalogue(name: string, Component: MemberSection['Component']): MemberSection['Component'] {
  // A lazy component must resolve to a function, not to another lazy one: the section is drawn inside it.
  const WithMessages = (props: { memberId: string; today: string }) => <Component {...props} />;
  return lazy(async () => {
    // A catalogue that cannot be fetched (the network) still lets the section show, as the translator would.
    await loadCatalogue(currentLocale(), name).catch(() => undefined);
    return { default: WithMessages };
  });
}

/**
 * What every screen needs: the translator (issue 46), the query cache, the notification area (outside the routes, so toasts survive a
 * redirect) and what features add to each other's pages.
 *
 * The notification area is its own child of <body>: a modal dialog makes the app's root inert (and hidden from
 * assistive technology) while it is open, and a toast raised from the dialog ("Payment Processed") must still be
 * seen and announced.
 */
/**
 * Draws the app anew when the language (or the gym's digits) changes: every text, number, date and the direction of the layout follow at
 * once, not only the components that read a message (the query cache keeps the data, so nothing is fetched again).
 */
function ByLanguage({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={`${active.locale} ${String(active.locales)}`}>{children}</Fragment>;
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemberSectionsProvider sections={memberSections}>
          <ByLanguage>{children}</ByLanguage>
        </MemberSectionsProvider>
        {createPortal(<Toaster />, document.body)}
      </QueryClientProvider>
    </I18nProvider>
  );
}
