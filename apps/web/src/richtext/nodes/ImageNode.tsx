import type { DOMConversionMap, DOMExportOutput, LexicalNode, NodeKey, SerializedLexicalNode, Spread } from 'lexical';
import { $applyNodeReplacement } from 'lexical';
import { type JSX, useRef } from 'react';
import { InlineDecoratorNode } from './InlineDecoratorNode';
import { useSelectable } from './use-selectable';

export type SerializedImageNode = Spread<
  { src: string; alt: string; width?: number; height?: number },
  SerializedLexicalNode
>;

/** Sizes written as plain pixel numbers are kept; anything else is left to the picture itself. */
function pixels(value: string | null): number | undefined {
  if (!value || !/^\d{1,5}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

function ImageView({
  node,
  src,
  alt,
  width,
  height,
}: {
  node: NodeKey;
  src: string;
  alt: string;
  width?: number;
  height?: number;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const selected = useSelectable(node, ref);
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      draggable={false}
      className={selected ? 'qx-rich-selected' : undefined}
    />
  );
}

/** An inline picture (`<img src alt>`), uploaded or drawn. */
export class ImageNode extends InlineDecoratorNode {
  __src: string;
  __alt: string;
  __width: number | undefined;
  __height: number | undefined;

  static getType(): string {
    return 'image';
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__width, node.__height, node.__key);
  }

  constructor(src: string, alt = '', width?: number, height?: number, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
    this.__width = width;
    this.__height = height;
  }

  static importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.alt, json.width, json.height);
  }

  exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), src: this.__src, alt: this.__alt, width: this.__width, height: this.__height };
  }

  static importDOM(): DOMConversionMap | null {
    return {
      img: () => ({
        conversion: (element) => {
          const img = element as HTMLImageElement;
          const src = img.getAttribute('src');
          if (!src) return { node: null };
          return {
            node: $createImageNode(
              src,
              img.getAttribute('alt') ?? '',
              pixels(img.getAttribute('width')),
              pixels(img.getAttribute('height')),
            ),
          };
        },
        priority: 0,
      }),
    };
  }

  exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    img.setAttribute('src', this.__src);
    img.setAttribute('alt', this.__alt);
    if (this.__width) img.setAttribute('width', String(this.__width));
    if (this.__height) img.setAttribute('height', String(this.__height));
    return { element: img };
  }

  decorate(): JSX.Element {
    return (
      <ImageView node={this.getKey()} src={this.__src} alt={this.__alt} width={this.__width} height={this.__height} />
    );
  }
}

export function $createImageNode(src: string, alt = '', width?: number, height?: number): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt, width, height));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
