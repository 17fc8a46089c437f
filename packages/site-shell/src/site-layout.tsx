import { Outlet } from "@tanstack/react-router";
import { Footer } from "./footer";
import { Header } from "./header";

/** Header, the current page, footer. The root route of every country site renders this. */
export function SiteLayout() {
  return (
    <>
      <Header />
      <main id="contenido" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
