import type { DOMConversionMap, DOMExportOutput, LexicalNode, NodeKey, SerializedLexicalNode, Spread } from 'lexical';
import { $applyNodeReplacement } from 'lexical';
import { type JSX, useRef } from 'react';
import { InlineDecoratorNode } from './InlineDecoratorNode';
import { useSelectable } from './use-selectable';

export type SerializedVideoNode = Spread<{ src: string }, SerializedLexicalNode>;

function VideoView({ node, src }: { node: NodeKey; src: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const selected = useSelectable(node, ref);
  return (
    <span ref={ref} className={selected ? 'qx-rich-video qx-rich-selected' : 'qx-rich-video'}>
      {/* biome-ignore lint/a11y/useMediaCaption: teachers upload their own lesson videos, which carry no caption track. */}
      <video controls preload="metadata" src={src} />
    </span>
  );
}

/** An uploaded video (`<video controls src>`). */
export class VideoNode extends InlineDecoratorNode {
  __src: string;

  static getType(): string {
    return 'video';
  }

  static clone(node: VideoNode): VideoNode {
    return new VideoNode(node.__src, node.__key);
  }

  constructor(src: string, key?: NodeKey) {
    super(key);
    this.__src = src;
  }

  static importJSON(json: SerializedVideoNode): VideoNode {
    return $createVideoNode(json.src);
  }

  exportJSON(): SerializedVideoNode {
    return { ...super.exportJSON(), src: this.__src };
  }

  static importDOM(): DOMConversionMap | null {
    return {
      video: () => ({
        conversion: (element) => {
          const src = element.getAttribute('src') ?? element.querySelector('source')?.getAttribute('src');
          return { node: src ? $createVideoNode(src) : null };
        },
        priority: 0,
      }),
    };
  }

  exportDOM(): DOMExportOutput {
    const video = document.createElement('video');
    video.setAttribute('controls', '');
    video.setAttribute('src', this.__src);
    return { element: video };
  }

  decorate(): JSX.Element {
    return <VideoView node={this.getKey()} src={this.__src} />;
  }
}

export function $createVideoNode(src: string): VideoNode {
  return $applyNodeReplacement(new VideoNode(src));
}

export function $isVideoNode(node: LexicalNode | null | undefined): node is VideoNode {
  return node instanceof VideoNode;
}
