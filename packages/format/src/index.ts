// How the product writes things for people, the same in every remote. Small and dependency-free:
// each remote bundles its own copy.
export { formatFileSize } from './file-size';
export { revealBidiControls } from './bidi-controls';
