import { Suspense, createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { hasPermission, useSessionUser } from '../hooks/use-session-user';
import type { MemberSection } from './feature';

const MemberSectionsContext = createContext<readonly MemberSection[]>([]);

/** Makes the sections features add to a member's page available to it (the app provides them from its list). */
export function MemberSectionsProvider({
  sections,
  children,
}: {
  sections: readonly MemberSection[];
  children: ReactNode;
}) {
  return <MemberSectionsContext.Provider value={sections}>{children}</MemberSectionsContext.Provider>;
}

/** The sections other features add to a member's page, each shown only to users with its flag. */
export function MemberSections({ memberId, today }: { memberId: string; today: string }) {
  const user = useSessionUser();
  const sections = useContext(MemberSectionsContext).filter((section) => hasPermission(user, section.permission));
  return sections.map(({ id, Component }) => (
    <Suspense key={id} fallback={null}>
      <Component memberId={memberId} today={today} />
    </Suspense>
  ));
}
