// esbuild bundles the CSS the clients import into one stylesheet per entry; TypeScript only needs
// to know that such imports exist.
declare module '*.css';
