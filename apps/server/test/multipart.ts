/** A multipart/form-data body as a browser's FormData would send it, for `app.inject`. */
export interface MultipartFile {
  name: string;
  bytes: Buffer;
  /** What the browser would claim; the server never trusts it. */
  type?: string;
  /** The form field; `file` unless testing a wrong one. */
  field?: string;
}

export async function multipartBody(
  fields: Record<string, string | number | boolean> = {},
  ...files: MultipartFile[]
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const file of files) {
    form.append(
      file.field ?? 'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
