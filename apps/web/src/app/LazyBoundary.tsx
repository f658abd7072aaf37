// Around UI that loads on demand (dialogs): if its code cannot be downloaded (offline), the caller falls back
// to something that needs no download (the browser's own confirm) instead of the whole page failing.
import { Component, type ReactNode } from 'react';

type Props = { onFail(): void; children: ReactNode };
type State = { failed: boolean };

export class LazyBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onFail();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
