// A local stand-in for ESPN's public site API (the ESPN_SITE_API_URL source): /news and /scoreboard answer with
// bodies shaped like the real endpoints (site.api.espn.com/apis/site/v2/sports/football/nfl). Test-only.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface EspnArticle {
  id: number;
  headline: string;
  description: string;
  published: string; // ISO
  href: string;
  image?: string;
}

export interface EspnSiteServer {
  url: string;
  requests: string[];
  articles: EspnArticle[];
  /** Answer every request with this status instead (e.g. 500), or null for normal answers. */
  failWith: number | null;
  close(): Promise<void>;
}

const newsBody = (articles: EspnArticle[]) => ({
  header: "NFL News",
  articles: articles.map((a) => ({
    id: a.id,
    type: "HeadlineNews",
    headline: a.headline,
    description: a.description,
    published: a.published,
    lastModified: a.published,
    images: a.image ? [{ url: a.image, width: 576, height: 324 }] : [],
    links: { web: { href: a.href }, api: { news: { href: `https://api.espn.com/v1/sports/news/${a.id}` } } },
    categories: [],
  })),
});

export async function startEspnSiteServer(articles: EspnArticle[] = []): Promise<EspnSiteServer> {
  const state = { requests: [] as string[], articles, failWith: null as number | null };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    state.requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (state.failWith) return send(state.failWith, { message: "unavailable" });
    if (url.pathname === "/news") return send(200, newsBody(state.articles));
    if (url.pathname === "/scoreboard") return send(200, { events: [] });
    return send(404, { message: "not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    get articles() {
      return state.articles;
    },
    set articles(next: EspnArticle[]) {
      state.articles = next;
    },
    get failWith() {
      return state.failWith;
    },
    set failWith(status: number | null) {
      state.failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
