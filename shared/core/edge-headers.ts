// Headers the edge (CloudFront in AWS, the local gateway locally) sets on every API request,
// overwriting whatever the browser sent under the same names.
export const edgeHeaders = {
  /** A secret only the edge knows: the API refuses requests that came around it. */
  originVerify: 'x-origin-verify',
  /** The viewer's address as the edge saw it, the key of per-client limits. */
  viewerIp: 'x-viewer-ip',
  /** The host the visitor typed (API Gateway sees the edge's own origin host). */
  forwardedHost: 'x-forwarded-host',
} as const;
