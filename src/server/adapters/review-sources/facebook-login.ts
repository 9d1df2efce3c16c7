import { SourceError } from './review-source';
import { createGraph, FACEBOOK_DIALOG_URL, type GraphOptions } from './facebook-graph';

/*
 * Facebook Login for Business, as far as the adapter goes: the dialog's address, the code exchanged for a long-lived
 * user token, and the Pages that person manages (each with its Page token, which does not expire when it comes from
 * a long-lived user token). Storing the tokens, sealed, and checking `state` are the connection service's job.
 */

/** Read the Page's recommendations, answer them as comments, list the person's Pages. */
export const FACEBOOK_SCOPES = ['pages_show_list', 'pages_read_user_content', 'pages_manage_engagement'] as const;

export type FacebookUserToken = { accessToken: string; expiresAt: Date | null };
export type FacebookPage = { id: string; name: string; accessToken: string | null; tasks: string[] };

export type FacebookLoginOptions = GraphOptions & {
  redirectUri: string;
  /** Facebook Login for Business's configuration id; when given, it replaces the scope list (Meta's rule). */
  configId?: string;
  dialogUrl?: string;
  now?: () => number;
};

export type FacebookLogin = {
  loginUrl(state: string): string;
  exchangeCode(code: string): Promise<FacebookUserToken>;
  pages(userToken: string): Promise<FacebookPage[]>;
};

const MAX_PAGES = 200;

export function createFacebookLogin(options: FacebookLoginOptions): FacebookLogin {
  const graph = createGraph(options);
  const now = options.now ?? Date.now;
  const tokenOf = (answer: { access_token?: string; expires_in?: number }): FacebookUserToken => {
    if (!answer.access_token) throw new SourceError('SOURCE_UNAVAILABLE', 'facebook', 'Meta gave no access token');
    return {
      accessToken: answer.access_token,
      expiresAt: typeof answer.expires_in === 'number' ? new Date(now() + answer.expires_in * 1000) : null,
    };
  };

  return {
    loginUrl(state) {
      const query = new URLSearchParams({ client_id: options.appId, redirect_uri: options.redirectUri, state, response_type: 'code' });
      if (options.configId) query.set('config_id', options.configId);
      else query.set('scope', FACEBOOK_SCOPES.join(','));
      return `${options.dialogUrl ?? FACEBOOK_DIALOG_URL}/${graph.version}/dialog/oauth?${query}`;
    },

    /** The dialog's code for a short-lived token, then that for a long-lived one (about 60 days): two calls. */
    async exchangeCode(code) {
      const credentials = { client_id: options.appId, client_secret: options.appSecret };
      const short = await graph.call<{ access_token?: string }>('/oauth/access_token', null, {
        params: { ...credentials, redirect_uri: options.redirectUri, code },
      });
      const long = await graph.call<{ access_token?: string; expires_in?: number }>('/oauth/access_token', null, {
        params: { ...credentials, grant_type: 'fb_exchange_token', fb_exchange_token: tokenOf(short).accessToken },
      });
      return tokenOf(long);
    },

    async pages(userToken) {
      const found: FacebookPage[] = [];
      let after: string | null = null;
      do {
        const answer: {
          data?: { id?: string; name?: string; access_token?: string; tasks?: string[] }[];
          paging?: { next?: string; cursors?: { after?: string } };
        } = await graph.call('/me/accounts', userToken, {
          params: { fields: 'id,name,access_token,tasks', limit: '100', ...(after ? { after } : {}) },
        });
        for (const page of answer.data ?? []) {
          if (page.id)
            found.push({ id: page.id, name: page.name ?? page.id, accessToken: page.access_token ?? null, tasks: page.tasks ?? [] });
        }
        after = answer.paging?.next ? (answer.paging.cursors?.after ?? null) : null;
      } while (after && found.length < MAX_PAGES);
      return found;
    },
  };
}
