/**
 * The third-party step of the login bridge (seed 001 §7; ledger HD-BRIDGE-04..07, 10): an
 * authorisation code (scope email, redirect URI, client id, sdpAppId header), a token
 * creation (redirect_params {code, app id}, auto_register true) and a login by token.
 *
 * NOT WIRED YET: those calls belong to the identity services (src/services, src/stores), which
 * another change adds. Until then this resolves at once, so the bridge treats an existing
 * login as success; a rejection here is the bridge's failure path (登录失败). Replace the body
 * with the service call; the block and its tests need no change.
 */
export interface BridgeParams {
  redirectUri: string | null;
  uckey: string | null;
  sdpAppId: string | null;
}

export async function exchangeThirdPartyLogin(params: BridgeParams): Promise<void> {
  void params;
}
