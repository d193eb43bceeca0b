import { DecoratorNode, type EditorConfig } from 'lexical';
import type { JSX } from 'react';

/**
 * An inline node drawn by React (picture, video, formula): its DOM is a span carrying the theme's class
 * for its type, never updated in place, with no text of its own unless it says otherwise.
 */
export abstract class InlineDecoratorNode extends DecoratorNode<JSX.Element> {
  createDOM(config: EditorConfig): HTMLElement {
    const span = document.createElement('span');
    const className = config.theme[this.getType()];
    if (typeof className === 'string') span.className = className;
    return span;
  }

  updateDOM(): false {
    return false;
  }

  isInline(): true {
    return true;
  }

  getTextContent(): string {
    return '';
  }
}
