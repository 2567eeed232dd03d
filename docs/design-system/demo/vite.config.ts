import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Serves the primitives demo for docs/design-system.md's screenshots (scripts in this folder); not part of the app.
export default defineConfig({ root: import.meta.dirname, plugins: [react()] });
