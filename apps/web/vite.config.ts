import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const MOCK_BACKEND = process.env.MOCK_BACKEND_URL ?? 'http://localhost:8080';
const PROXIED = ['/biz', '/pub', '/dev', '/assets/api-mapping.json', '/files', '/__control', '/docs'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: MOCK_BACKEND, changeOrigin: true }])),
  },
  preview: {
    port: 4173,
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: MOCK_BACKEND, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    // The manifest lets a check prove that the first route's chunk pulls in no other route's code.
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
});
