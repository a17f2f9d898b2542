import type { QueryKey } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { NonIndexRouteObject } from 'react-router';
import type { PermissionFlag } from '@gym/kernel/permissions/permissions';
import type { ClientTopic } from '@gym/modules/topics';
import type { CatalogueLoader } from './i18n/i18n';

/** One page of a feature, loaded lazily so the login screen and the dashboard download only their own code. */
export interface FeatureRoute {
  /** Below the app's root; none with `index` (the dashboard). */
  readonly path?: string;
  readonly index?: true;
  /** Without this flag the user sees Access Denied (the server refuses anyway). */
  readonly permission?: PermissionFlag;
  /** Outside the signed-in shell and without a session (like /fix-admin). */
  readonly standalone?: true;
  readonly lazy?: Extract<NonIndexRouteObject['lazy'], (...args: never[]) => unknown>;
  /** A page shown as it is (an area not built yet). */
  readonly element?: ReactNode;
  /**
   * The page does not wait for the kit dialogs' messages (receipts, the invoice dialog, the member picker): they come
   * on their first use. Only for a page whose first load has a budget (the dashboard, issue 46's 250 kB); every other
   * page loads them with its code, so nothing on it shows blank.
   */
  readonly kitDialogsOnUse?: true;
}

/** An entry of the side navigation. */
export interface NavItem {
  readonly to: string;
  /** The id of its name in the shared catalogue (`nav.…`): the sidebar shows it before any feature's code loads. */
  readonly label: string;
  readonly icon: LucideIcon;
  /** Spec section 2 "Menu visibility"; none = every signed-in user. */
  readonly permission?: PermissionFlag;
  /** Highlight only on this exact path (the dashboard would otherwise match everything). */
  readonly end?: boolean;
  /** Shown only while the sidebar is expanded. */
  /** Each with the id of its name in the shared catalogue. */
  readonly children?: readonly { readonly to: string; readonly label: string }[];
}

/** A navigation entry and where it stands in the spec's order (lower first). */
export interface FeatureNavItem extends NavItem {
  readonly position: number;
}

/** A section a feature adds to a member's page (the page lists them, in feature order, without importing them). */
export interface MemberSection {
  readonly id: string;
  /** Shown only to users with this flag. */
  readonly permission?: PermissionFlag;
  /**
   * Shown also while the page is viewed as of a past instant (`?asOf=`, lib/as-of): the section reads `useAsOf()`
   * and shows only what it can show as of then. Without it the section is left out of a past view.
   */
  readonly asOf?: true;
  readonly Component: LazyExoticComponent<ComponentType<{ memberId: string; today: string }>>;
}

/**
 * What a feature tells the app: its pages, its navigation entries, which query keys each realtime topic refreshes,
 * and what it adds to other features' pages. `app/features.ts` lists every feature; router, sidebar and realtime
 * invalidation read that list.
 */
export interface FeatureManifest {
  readonly name: string;
  /**
   * The feature's message catalogue in a language (`(locale) => import(\`./locales/${locale}.po\`)`); its ids
   * start with the feature's name. Loaded with the feature's pages.
   */
  readonly messages?: CatalogueLoader;
  readonly routes?: readonly FeatureRoute[];
  readonly nav?: readonly FeatureNavItem[];
  readonly topics?: Partial<Record<ClientTopic, readonly QueryKey[]>>;
  readonly memberSections?: readonly MemberSection[];
}
