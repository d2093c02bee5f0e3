// What `import "server-only"` loads outside Next (tsx scripts, vitest, Playwright), through the
// tsconfig paths: the package throws unless resolved under React's server condition, and plain Node
// never is. Next ignores this: it resolves the marker itself, empty on the server and an error in a
// browser bundle. Client imports of server-only modules are refused by lint (eslint/local-rules.mjs).
export {};
