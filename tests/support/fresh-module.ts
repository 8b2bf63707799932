// A module loaded in a module registry of its own: as far as the module knows, a new process (its module-level
// state starts empty; what it reads at load, such as the working directory, is read again). `name` is an `@/` path.
export function freshModule<T extends object>(name: string): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<T>(name);
  });
  return loaded!;
}
