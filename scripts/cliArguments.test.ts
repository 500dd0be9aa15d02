import { describe, expect, it } from 'vitest';
import { scaffoldArguments } from './cliArguments';

describe('scaffold command line', () => {
  it('takes the name alone (npm run new-block my-block)', () => {
    expect(scaffoldArguments(['my-block'], '--root')).toEqual({
      name: 'my-block',
      flagValue: undefined,
    });
  });

  it('takes the name before or after the flag and its value', () => {
    expect(scaffoldArguments(['my-block', '--root', '/tmp/r'], '--root')).toEqual({
      name: 'my-block',
      flagValue: '/tmp/r',
    });
    expect(scaffoldArguments(['--dir', '/tmp/s', 'spring'], '--dir')).toEqual({
      name: 'spring',
      flagValue: '/tmp/s',
    });
  });

  it('has no name when only the flag is given', () => {
    expect(scaffoldArguments(['--dir', '/tmp/s'], '--dir').name).toBeUndefined();
  });
});
