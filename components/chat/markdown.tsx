import ReactMarkdown, { type Components } from "react-markdown";
import { cn } from "@/lib/utils";

// Spec §3: links keep only these protocols; anything else (javascript:, data:, vbscript:) loses its href.
const SAFE_PROTOCOLS = new Set(["http", "https", "irc", "ircs", "mailto", "xmpp"]);

export function safeUrl(url: string): string | null {
  const colon = url.indexOf(":");
  const boundary = [url.indexOf("/"), url.indexOf("?"), url.indexOf("#")].filter((i) => i !== -1);
  // No protocol (relative URL): the colon is absent or comes after a path, query or fragment.
  if (colon === -1 || boundary.some((i) => i < colon)) return url;
  return SAFE_PROTOCOLS.has(url.slice(0, colon).toLowerCase()) ? url : null;
}

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

// Raw HTML in assistant text is shown as the text it is (spec §3): turn mdast `html` nodes into `text`.
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
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-primary underline underline-offset-2">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  p: ({ children }) => <p className="leading-relaxed [&:not(:first-child)]:mt-2">{children}</p>,
  ul: ({ children }) => <ul className="mt-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="mt-2 list-decimal space-y-1 pl-5">{children}</ol>,
  strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
};

export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn("text-sm break-words", className)}>
      <ReactMarkdown remarkPlugins={[htmlAsText]} urlTransform={safeUrl} skipHtml={false} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
