/**
 * JeeSite's shipped default cipher secret; the server's `shiro.loginSubmit.secretKey` unless changed.
 * A module of its own so that auth can name it without loading the cipher (crypto-js), which it
 * imports only when a login runs.
 */
export const DEFAULT_SECRET = 'thinkgem,jeesite,com';
