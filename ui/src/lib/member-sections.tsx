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

/**
 * The sections other features add to a member's page, each shown only to users with its flag; viewing as of a past
 * instant (`pastView`), only the sections that can show the past.
 */
export function MemberSections({
  memberId,
  today,
  pastView = false,
}: {
  memberId: string;
  today: string;
  pastView?: boolean;
}) {
  const user = useSessionUser();
  const sections = useContext(MemberSectionsContext).filter(
    (section) => hasPermission(user, section.permission) && (!pastView || section.asOf === true),
  );
  return sections.map(({ id, Component }) => (
    <Suspense key={id} fallback={null}>
      <Component memberId={memberId} today={today} />
    </Suspense>
  ));
}
