import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

// Libraries every screen loads at boot and that change rarely: their own chunk stays cached across app releases.
// Only boot-time libraries belong here; a group pulls its modules into the first load even if only a lazy page uses them.
const bootVendor =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/query-core|@tanstack\/react-query)\//;

export default defineConfig({
  // lingui: the message catalogues (.po) compiled when imported; a translation missing in Arabic fails the build.
  plugins: [react(), tailwindcss(), lingui({ failOnMissing: true, failOnCompileError: true })],
  resolve: {
    // Import the API contracts (zod schemas) from the modules' and the kernel's TypeScript sources.
    conditions: ['source'],
  },
  server: {
    proxy: {
      '/api': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: {
    sourcemap: true,
    // The bench reads it to weigh the JavaScript of the login and dashboard routes.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'vendor', test: bootVendor }] } },
    },
  },
});
