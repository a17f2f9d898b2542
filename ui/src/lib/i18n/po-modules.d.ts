// A catalogue imported from a .po file is compiled by @lingui/vite-plugin at build time.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
