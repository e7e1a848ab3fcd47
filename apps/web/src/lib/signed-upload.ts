/**
 * PUT a file's bytes to a signed upload URL (the middle step of SPEC §7.6): the URL itself is the
 * permission, so no bearer token is sent — it may point at another host (S3-compatible storage).
 * Answers true when the store took the bytes.
 */
export async function putToSignedUrl(
  url: string,
  file: Blob,
  contentType: string,
  { timeoutMs = 120_000 }: { timeoutMs?: number } = {},
): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': contentType },
      body: file,
      signal: controller.signal,
    });
    return res.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
