/** Public URL of a stored file: always the app's file route, so local disk and S3 look the same to clients. */
export function fileUrl(key: string): string {
  return `/api/files/${key}`;
}
