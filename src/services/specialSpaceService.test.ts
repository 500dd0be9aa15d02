import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import environments from '../../site-configs/environments.json';
import { createIdentityService } from './identityService';
import { createSpecialSpaceService, schoolIdsFrom } from './specialSpaceService';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { specialSpaceConfigOf } from '../stores/specialSpace';

const origin = window.location.origin;
const schoolListPath = specialSpaceConfigOf(environments.environments.local).schoolListPath!;
let schoolListStatus = 200;
const { requests } = startMswServer(
  http.get(`${origin}/svc/static${schoolListPath}`, () =>
    schoolListStatus === 200
      ? HttpResponse.json([{ school_id: 'S1' }, { school_id: 2 }, { name: 'no id' }])
      : HttpResponse.json({ code: 'DOWN', message: 'down' }, { status: schoolListStatus }),
  ),
);

function service(path: string | undefined) {
  const { client } = testClient();
  return createSpecialSpaceService(client, createIdentityService(client), path);
}

describe('special-space service: the school list config (CORE-API-32, A-33)', () => {
  it('reads school_id entries from the configured file on the static service, once', async () => {
    const space = service(schoolListPath);
    expect(await space.schoolIds()).toEqual(['S1', '2']);
    expect(await space.schoolIds()).toEqual(['S1', '2']);
    expect(requests).toHaveLength(1);
    expect(requests[0].url.pathname).toBe('/svc/static/bdxcloud/configs/sunshine_school_list.json');
    // A public file: no credentials are sent with it.
    expect(requests[0].headers.get('authorization')).toBeNull();
  });

  it('asks again after a failure instead of remembering "no schools"', async () => {
    schoolListStatus = 404;
    const space = service(schoolListPath);
    await expect(space.schoolIds()).rejects.toBeTruthy();
    schoolListStatus = 200;
    expect(await space.schoolIds()).toEqual(['S1', '2']);
  });

  it('without a configured list no school is listed and nothing is fetched', async () => {
    expect(await service(undefined).schoolIds()).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('accepts a wrapped list', () => {
    expect(schoolIdsFrom({ items: [{ school_id: 'S7' }] })).toEqual(['S7']);
    expect(schoolIdsFrom('nonsense')).toEqual([]);
  });
});
