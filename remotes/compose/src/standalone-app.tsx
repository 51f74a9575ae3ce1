import ComposePopup from './exposes/compose-popup';

export function StandaloneApp() {
  return <ComposePopup />;
}
