import type { Metadata } from "next";
import Link from "next/link";
import { env } from "@/env";

export const metadata: Metadata = {
  title: "Support",
  description: "Help with connecting leagues, syncing, the AI GM and your account.",
};

export default function SupportPage() {
  const email = env.SUPPORT_EMAIL;
  return (
    <>
      <h1>Support</h1>
      <p>
        Most questions are answered below. If yours isn&apos;t, email <a href={`mailto:${email}`}>{email}</a> with your
        username and, for league problems, the platform and league id. We answer within two working days.
      </p>

      <h2>Connecting a league</h2>
      <ul>
        <li>
          <strong>Sleeper:</strong> enter your Sleeper username on the Connect page and pick your leagues. No password
          is needed.
        </li>
        <li>
          <strong>ESPN:</strong> enter the league id from your league&apos;s URL (<code>leagueId=…</code>). Public
          leagues need nothing else. Private leagues also need your <code>espn_s2</code> and <code>SWID</code> cookies —
          the <Link href="/download-extension">browser extension</Link> reads them for you.
        </li>
        <li>
          <strong>Yahoo:</strong> choose Connect Yahoo and approve read access on Yahoo&apos;s own page; we never see
          your Yahoo password.
        </li>
      </ul>

      <h2>My league data looks out of date</h2>
      <p>
        Leagues sync automatically while you are signed in, at most once a minute per league. Use the refresh button in
        the top bar to sync now — it always fetches fresh data and answers &quot;Leagues Synced!&quot;. If a sync fails,
        check that the league still exists and, for private ESPN leagues, that your cookies have not expired (they
        change when you log out of ESPN) — reconnect the league with fresh ones.
      </p>

      <h2>How good is the advice?</h2>
      <p>
        Recommendations come from projections, matchup win probabilities and season simulations computed for your
        league&apos;s scoring and roster rules. The AI explains those numbers; it does not invent them. Treat it as a
        sharp second opinion, not a guarantee.
      </p>

      <h2>Keyboard shortcuts</h2>
      <p>
        Inside the app press <code>?</code> to see every shortcut, for example <code>h</code> for This Week and{" "}
        <code>s</code> to search players.
      </p>

      <h2>Your data and account</h2>
      <ul>
        <li>Disconnecting a league deletes its data and any stored credentials for it immediately.</li>
        <li>
          To delete your whole account, email <a href={`mailto:${email}`}>{email}</a> from the address on the account.
          Everything is removed within 30 days; see the <Link href="/privacy">Privacy Policy</Link>.
        </li>
        <li>Forgot your password? Email us from your account&apos;s address and we will help you reset it.</li>
      </ul>
    </>
  );
}
