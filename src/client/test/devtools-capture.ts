/**
 * A stand-in for the Redux DevTools extension: for every action that reaches the reducers it
 * records, as JSON, what the store's sanitizers let through (the action and the state after it).
 * Import it before anything that loads Redux Toolkit, which looks for the extension once, on load.
 */
type DevToolsOptions = {
  actionSanitizer?: (action: unknown, id: number) => unknown;
  stateSanitizer?: (state: unknown, id: number) => unknown;
};
type Store = { dispatch: (action: unknown) => unknown; getState: () => unknown };
type StoreCreator = (...args: unknown[]) => Store;
type Enhancer = (next: StoreCreator) => StoreCreator;

export const devToolsCapture = { options: null as DevToolsOptions | null, outputs: [] as string[] };

const recording =
  (options: DevToolsOptions): Enhancer =>
  (createStore) =>
  (...args) => {
    const store = createStore(...args);
    let id = 0;
    const dispatch = (action: unknown) => {
      const result = store.dispatch(action);
      id += 1;
      const state = store.getState();
      devToolsCapture.outputs.push(
        JSON.stringify({
          action: options.actionSanitizer ? options.actionSanitizer(action, id) : action,
          state: options.stateSanitizer ? options.stateSanitizer(state, id) : state,
        }),
      );
      return result;
    };
    return { ...store, dispatch };
  };

// As the extension does, its enhancer sits innermost, under the middleware: it sees every action the reducers see.
(window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: unknown }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
  (options: DevToolsOptions) =>
  (...enhancers: Enhancer[]) =>
  (createStore: StoreCreator) => {
    devToolsCapture.options = options;
    return [...enhancers, recording(options)].reduceRight((next, enhancer) => enhancer(next), createStore);
  };
