// The process's entry, built as build/server/main.js. React and react-dom choose their production
// or development build by NODE_ENV when first loaded, and the store's modules load them, so the
// variable is settled here, before any of them is imported: a store started without NODE_ENV is a
// production store, as its configuration already assumes (decision 170).
process.env.NODE_ENV ??= "production";
await import("./main");
export {};
