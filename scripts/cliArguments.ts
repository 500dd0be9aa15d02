/**
 * The command line of the scaffolds (`npm run new-site`, `npm run new-block`): one name and an
 * optional `--flag <value>`, in either order.
 */
export interface ScaffoldArguments {
  /** The first argument that is neither a flag nor the flag's value. */
  name: string | undefined;
  /** The value after the flag, when given. */
  flagValue: string | undefined;
}

export function scaffoldArguments(argv: readonly string[], flag: string): ScaffoldArguments {
  const flagIndex = argv.indexOf(flag);
  const valueIndex = flagIndex >= 0 ? flagIndex + 1 : -1;
  return {
    name: argv.find((arg, index) => !arg.startsWith('--') && index !== valueIndex),
    flagValue: valueIndex >= 0 ? argv[valueIndex] : undefined,
  };
}
