import type { Configuration } from "openid-client";
import { onFirstUse } from "../../lib/on-first-use";

const openidClient = onFirstUse(() => import("openid-client"));

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** Plain http is allowed only for an issuer on this machine: the local OIDC twin in tests. */
const isLocalIssuer = (issuer: string) => /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(issuer);

/**
 * Google sign-in by OpenID Connect: authorization code flow with PKCE (S256), state and nonce.
 * Discovery happens on first use and is retried after a failure, so a store whose issuer is
 * briefly unreachable still starts.
 */
export function createGoogleSignIn(config: GoogleConfig) {
  let discovered: Promise<Configuration> | null = null;
  const configuration = () => {
    discovered ??= openidClient()
      .then((oidc) =>
        oidc.discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
          execute: isLocalIssuer(config.issuer) ? [oidc.allowInsecureRequests] : [],
        }),
      )
      .catch((err) => {
        discovered = null;
        throw err;
      });
    return discovered;
  };

  return {
    /** Where to send the browser, and the secrets to keep until it comes back. */
    async start(redirectUri: string) {
      const [oidc, cfg] = await Promise.all([openidClient(), configuration()]);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /** Exchanges the code (checking state, nonce and the PKCE verifier) for the ID token's claims. */
    async finish(callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }): Promise<GoogleIdentity> {
      const [oidc, cfg] = await Promise.all([openidClient(), configuration()]);
      const tokens = await oidc.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error("the ID token carries no subject");
      return {
        sub: String(claims.sub),
        email: typeof claims.email === "string" ? claims.email.trim().toLowerCase() : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === "string" ? claims.name : null,
      };
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
