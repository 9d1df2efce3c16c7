/**
 * The response handler of an endpoint that answers a file (a PDF, a CSV): the file becomes an object URL at once, so
 * the store keeps a string rather than the file, and the caller saves it then revokes the URL. An error stays JSON.
 */
export const objectUrlOrError = async (response: Response): Promise<unknown> =>
  response.ok ? URL.createObjectURL(await response.blob()) : response.json().catch(() => undefined);
