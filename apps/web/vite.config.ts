import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // SPEC §9: chunks are served from the site root path.
  base: '/',
  server: {
    port: 5173,
    // Keep the browser's Host so the server resolves the white label as it will in production.
    proxy: {
      // `ws`: the realtime websocket lives under /api too.
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
      // Sample pictures the editor canvas shows (served by the server on every host).
      '/_media': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
