// The widgets module as other modules see it: the owner's website widget and its public figures.
export { createWidgets, type Widgets } from './service';
