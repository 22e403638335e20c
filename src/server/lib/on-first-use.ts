/**
 * A value made on the first call and shared by every later one: for libraries only some
 * requests need (image processing, PDFs, payment SDKs, SMTP), imported then instead of at start
 * (decision 155).
 */
export function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
