/**
 * The third-party step of the login bridge (seed 001 §7, seed 000 §7; ledger HD-BRIDGE-05..07):
 * an authorisation code (scope email, redirect URI, client id, the app id in the sdp-app-id
 * header), a token creation (redirect_params {code, app_id}, auto_register true) and a login
 * by token. Any step failing rejects, which is the bridge's 登录失败.
 */
import type { ThirdLoginService } from '../../src/services/portalServices';

export interface BridgeLogin {
  /** Client id of the authorisation-code request (configuration). */
  clientId: string;
  /** Redirect URI of the authorisation-code request (configuration, absolute). */
  redirectUri: string;
  /** The application logged in to: the bridge's sdpAppId, else the environment's app id. */
  appId: string;
}

export async function exchangeThirdPartyLogin(
  service: ThirdLoginService,
  login: BridgeLogin,
): Promise<void> {
  const code = await service.authorizationCode(login);
  const token = await service.createToken(code, login.appId);
  await service.loginByToken(token);
}
