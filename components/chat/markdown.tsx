import ReactMarkdown, { defaultUrlTransform, type Components, type UrlTransform } from "react-markdown";
import { cn } from "@/lib/utils";

// Links keep only react-markdown's safe protocols (http, https, irc, ircs, mailto, xmpp, relative);
// anything else (javascript:, data:, vbscript:) loses its href. Images get no URL at all: chat never makes the
// browser fetch a remote image (a provider name holding `![](https://tracker…)` must not phone home).
export const chatUrlTransform: UrlTransform = (url, key) => (key === "src" ? "" : defaultUrlTransform(url));

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

// Raw HTML in assistant text is shown as the text it is: turn mdast `html` nodes into `text`.
function htmlAsText() {
  const walk = (node: MdNode) => {
    if (node.type === "html") node.type = "text";
    node.children?.forEach(walk);
  };
  return (tree: MdNode) => walk(tree);
}

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-medium text-primary underline underline-offset-2"
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  p: ({ children }) => <p className="leading-relaxed [&:not(:first-child)]:mt-2">{children}</p>,
  ul: ({ children }) => <ul className="mt-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="mt-2 list-decimal space-y-1 pl-5">{children}</ol>,
  strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
  // An image is shown as its alt text, never loaded.
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
};

export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn("text-sm break-words", className)}>
      <ReactMarkdown
        remarkPlugins={[htmlAsText]}
        urlTransform={chatUrlTransform}
        skipHtml={false}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
