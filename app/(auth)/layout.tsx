import { DataProviders } from "@/components/providers/data-providers";

// Sign-in and terms screens: no app frame, full height, their own main landmark.
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main-content" className="min-h-dvh bg-background">
      <DataProviders>{children}</DataProviders>
    </main>
  );
}
