"""Saved web pages imitating real news-site layouts, for the web-page reader's tests.

Each layout is a dict: the page's ``html``, the paragraphs a reader must keep
(``main``), strings of boilerplate that must never reach the text
(``boilerplate``), and the ``title``, ``date`` and ``source`` it should find.
Made here, not downloaded: the markup copies the shapes real sites use (menus,
cookie banners, related-story lists, JSON-LD, Open Graph, figures, share bars).
"""

from __future__ import annotations

import json

PARAGRAPHS = (
    "Rescue teams reached the flooded villages of the Sava valley on Tuesday, three days after the river "
    "burst its banks, the regional civil protection office said.",
    "More than 4,000 people have left their homes, and the army has set up two field hospitals near the "
    "town of Brod, where the water is still rising.",
    '"We have never seen water this high," said Marija Kovac, a teacher who spent two nights on her roof '
    "before a boat reached her.",
    "The government will ask the European Union for emergency funds on Thursday, the prime minister told "
    "parliament, adding that the damage could exceed 300 million euros.",
)


def _body(paragraphs: tuple[str, ...] = PARAGRAPHS) -> str:
    return "".join(f"<p>{p}</p>\n" for p in paragraphs)


def news_site() -> dict[str, object]:
    """A news site: <nav> menu, cookie banner, headline, related stories list, footer."""
    html = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Floods force thousands from homes in Sava valley | Daily Courier</title>
<meta name="pubdate" content="2014-05-20">
<link rel="stylesheet" href="/static/site.css"></head>
<body>
<div id="cookie-banner" class="cookie-consent">We use cookies to improve your experience.
 <button>Accept all cookies</button> <a href="/privacy">Manage preferences</a></div>
<header class="site-header"><a class="logo" href="/">Daily Courier</a>
<nav class="main-menu"><ul><li><a href="/">Home</a></li><li><a href="/world">World</a></li>
<li><a href="/world/europe">Europe</a></li><li><a href="/sport">Sport</a></li>
<li><a href="/business">Business</a></li></ul></nav></header>
<main><article class="story">
<h1 class="headline">Floods force thousands from homes in Sava valley</h1>
<div class="story-body">
{_body()}</div>
<aside class="related"><h2>Related stories</h2><ul>
<li><a href="/a">Heatwave grips Lisbon as temperatures soar</a></li>
<li><a href="/b">Parliament in Vienna debates new budget</a></li>
<li><a href="/c">Storm closes airports across Scandinavia</a></li></ul></aside>
</article></main>
<footer class="site-footer"><p>Copyright 2014 Daily Courier Media Group. All rights reserved.</p>
<ul><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li>
<li><a href="/terms">Terms of use</a></li></ul></footer>
</body></html>"""
    return {
        "html": html,
        "main": PARAGRAPHS,
        "boilerplate": (
            "cookies",
            "Manage preferences",
            "Sport",
            "Business",
            "Related stories",
            "Heatwave grips Lisbon",
            "Parliament in Vienna",
            "Storm closes airports",
            "Copyright 2014",
            "About us",
            "Terms of use",
        ),
        "title": "Floods force thousands from homes in Sava valley",
        "date": "2014-05-20",
        "source": "",
    }


def json_ld() -> dict[str, object]:
    """A page whose only date is JSON-LD NewsArticle ``datePublished``: no meta tags at all."""
    data = {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": "Sava valley floods: army opens field hospitals",
        "datePublished": "2014-05-21T09:15:00+02:00",
        "dateModified": "2014-05-22T18:00:00+02:00",
        "author": {"@type": "Person", "name": "Petra Horvat"},
        "publisher": {"@type": "Organization", "name": "Balkan Wire"},
    }
    html = f"""<!DOCTYPE html>
<html><head><title>Sava valley floods: army opens field hospitals - Balkan Wire</title>
<script type="application/ld+json">{json.dumps(data)}</script></head>
<body><div class="top-bar"><a href="/login">Sign in</a> <a href="/subscribe">Subscribe now</a></div>
<div class="container"><div class="content">
<h1>Sava valley floods: army opens field hospitals</h1>
{_body()}
</div>
<div class="sidebar"><h3>Most read</h3><ol><li><a href="/x">Ten tips for a cheaper holiday in Croatia</a></li>
<li><a href="/y">Transfer rumours: who goes where this summer</a></li></ol></div></div>
<div class="footer">Balkan Wire Ltd, registered in Zagreb. Newsletter sign-up.</div>
</body></html>"""
    return {
        "html": html,
        "main": PARAGRAPHS,
        "boilerplate": (
            "Sign in",
            "Subscribe now",
            "Most read",
            "cheaper holiday",
            "Transfer rumours",
            "registered in",
        ),
        "title": "Sava valley floods: army opens field hospitals",
        "date": "2014-05-21",
        "source": "Balkan Wire",
    }


def open_graph() -> dict[str, object]:
    """Open Graph title, site name and ``article:published_time``; a figure with a caption and a photo credit."""
    first, *rest = PARAGRAPHS
    html = f"""<!DOCTYPE html>
<html><head><meta charset="utf-8">
<title>Sava floods | Nordic Times</title>
<meta property="og:title" content="Water keeps rising in the Sava valley">
<meta property="og:site_name" content="Nordic Times">
<meta property="og:type" content="article">
<meta property="og:url" content="https://news.example.org/2014/05/22/sava-floods">
<meta property="article:published_time" content="2014-05-22T06:00:00Z">
</head><body>
<div class="nav"><a href="/">Front page</a> · <a href="/opinion">Opinion</a> · <a href="/culture">Culture</a></div>
<article>
<h1>Water keeps rising in the Sava valley</h1>
<p>{first}</p>
<figure class="lead-image"><img src="/img/flood.jpg" alt="Flooded street">
<figcaption>Residents wade through a flooded street in the town centre on Monday.
<span class="credit">Photo: Ivan Ilic/Reuters</span></figcaption></figure>
{"".join(f"<p>{p}</p>" for p in rest)}
</article>
<div class="newsletter">Get the Nordic Times morning briefing in your inbox.</div>
</body></html>"""
    return {
        "html": html,
        "main": PARAGRAPHS,
        "boilerplate": ("Front page", "Opinion", "Culture", "wade through", "Ivan Ilic", "Reuters", "morning briefing"),
        "title": "Water keeps rising in the Sava valley",
        "date": "2014-05-22",
        "source": "Nordic Times",
    }


def blog() -> dict[str, object]:
    """A blog / AMP-like layout: byline "By Jane Doe", a dated <time>, share buttons, comments."""
    html = f"""<!doctype html>
<html amp lang="en"><head><meta charset="utf-8">
<title>What I saw in the Sava valley</title>
<meta name="author" content="Jane Doe">
<script async src="https://cdn.ampproject.org/v0.js"></script>
<style amp-custom>body{{margin:0}}</style></head>
<body>
<amp-sidebar id="menu" layout="nodisplay"><ul><li><a href="/">Blog home</a></li>
<li><a href="/archive">Archive</a></li><li><a href="/about">About me</a></li></ul></amp-sidebar>
<div class="post">
<h1 class="post-title">What I saw in the Sava valley</h1>
<div class="post-meta"><span class="byline">By Jane Doe</span> ·
<time datetime="2014-05-23T08:00:00+00:00" class="published">May 23, 2014</time></div>
<div class="share-buttons"><a class="share-facebook" href="#">Share on Facebook</a>
<a class="share-twitter" href="#">Tweet this</a><a class="share-email" href="#">Email a friend</a></div>
<div class="post-content">
{_body()}</div>
<div class="tags">Tags: <a href="/t/floods">floods</a>, <a href="/t/travel">travel</a></div>
<div class="comments"><h3>3 comments</h3><p>Great post, thanks for sharing!</p></div>
</div></body></html>"""
    return {
        "html": html,
        "main": PARAGRAPHS,
        "boilerplate": (
            "Jane Doe",
            "Share on Facebook",
            "Tweet this",
            "Email a friend",
            "Blog home",
            "Archive",
            "About me",
            "Great post",
            "Tags:",
        ),
        "title": "What I saw in the Sava valley",
        "date": "2014-05-23",
        "source": "",
    }


LAYOUTS = {"news_site": news_site, "json_ld": json_ld, "open_graph": open_graph, "blog": blog}
