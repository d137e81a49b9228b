/// The pages' one stylesheet, compiled in (served at `/assets/style.css`): phone first (readable
/// at 360 px), light and dark following `prefers-color-scheme`, large type on the projector.
/// Colours are custom properties so that `pairs` names every text/background pair the rules use;
/// a test computes each pair's contrast in both schemes (at least 4.5:1, as in the terminal).
enum Stylesheet {
    /// Each text colour with the background it is drawn on.
    static let pairs: [(text: String, background: String)] = [
        ("--text", "--background"), ("--muted", "--background"), ("--link", "--background"),
        ("--won", "--background"), ("--head-text", "--head"), ("--text", "--stripe"),
        ("--muted", "--stripe"), ("--link", "--stripe"),
    ]

    static let css = """
        :root {
          color-scheme: light dark;
          --background: #ffffff; --text: #1a1a1a; --muted: #595959; --link: #0b57a4;
          --won: #1d6b2a; --head: #e8ecf1; --head-text: #1a1a1a; --stripe: #f3f5f8; --rule: #c4c9d0;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --background: #121417; --text: #ececec; --muted: #a9b0b8; --link: #8cc4ff;
            --won: #7fd88f; --head: #262b32; --head-text: #f2f2f2; --stripe: #1b1f24; --rule: #3a414a;
          }
        }
        * { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
        body { margin: 0; padding: 0.75rem; background: var(--background); color: var(--text);
          font: 1rem/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; max-width: 60rem; margin-inline: auto; }
        h1 { font-size: 1.5rem; margin: 0.25rem 0; overflow-wrap: anywhere; }
        h2 { font-size: 1.2rem; margin: 1.25rem 0 0.4rem; }
        a { color: var(--link); }
        nav { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin-bottom: 0.5rem; }
        nav a[aria-current="page"] { font-weight: bold; text-decoration: none; color: var(--text); }
        .muted { color: var(--muted); }
        .won { color: var(--won); font-weight: bold; }
        .seat { font-size: 1.25rem; font-weight: bold; }
        .wide { overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; }
        th, td { padding: 0.35rem 0.4rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
        thead th { background: var(--head); color: var(--head-text); }
        tbody tr:nth-child(even) { background: var(--stripe); }
        tbody tr { border-bottom: 1px solid var(--rule); }
        .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .score { font-weight: bold; font-size: 1.15rem; }
        .thumb { width: 2rem; height: 2rem; object-fit: cover; border-radius: 50%; vertical-align: middle; }
        footer { margin-top: 2rem; font-size: 0.85rem; color: var(--muted); }
        body.projector { max-width: none; padding: 1.5vw 3vw; font-size: 2.6vw; }
        body.projector h1 { font-size: 3.6vw; }
        body.projector h2 { font-size: 3vw; }
        body.projector .score { font-size: 3vw; }
        body.projector.paging { overflow: hidden; height: 100vh; }
        body.projector.paging main { overflow: hidden; height: 100%; }
        body.projector .clock { font-size: 4vw; font-weight: bold; font-variant-numeric: tabular-nums; margin: 0 0 0.5vw; }
        .clock.overtime { color: var(--won); }
        .notice { font-weight: bold; border-left: 0.3rem solid var(--rule); padding-left: 0.5rem; }
        form.report { display: grid; gap: 0.5rem; margin: 1rem 0; max-width: 30rem; }
        form.report input { font: inherit; font-size: 1.25rem; padding: 0.5rem; color: var(--text); background: var(--background); border: 1px solid var(--muted); }
        form.report fieldset { display: grid; gap: 0.5rem; margin: 0; padding: 0; border: none; min-width: 0; }
        form.report legend { padding: 0; margin-bottom: 0.5rem; }
        form.report button { font: inherit; font-size: 1.15rem; padding: 0.6rem; color: var(--head-text); background: var(--head); border: 1px solid var(--muted); }
        ol.seats { font-size: 1.15rem; }
        body.projector.paging .slide { display: none; }
        body.projector.paging .slide.shown { display: block; }
        """
}
