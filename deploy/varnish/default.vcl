# Varnish in front of the storefront's replicas: the shared cache the keying rules of
# docs/performance.md describe, and tag invalidation by xkey (server/cache-tags.ts, server/webhooks.ts).
#
# - Key: host + URL + encoding; the start page also by whether the visitor has chosen a language
#   (a first visit may be redirected by Accept-Language, which the storefront varies on).
# - Never from the cache: a shopper whose prices differ (sw-cache-hash), the page that shows a form's
#   outcome (sw-form-result), the Store API proxy, the storefront's own endpoints, anything but GET/HEAD.
# - Kept for s-maxage (Varnish reads it), served stale for stale-while-revalidate (grace) while one
#   fetch renews it; never a response that sets a cookie or that the storefront marks private.
# - `PURGE` with `xkey-purge: <tags>` from the purgers below drops every object carrying one of them.
#
# Backends come from backends.vcl beside this file (deploy/varnish/backends.example.vcl): the
# replicas with a /readyz probe and a director named `storefront`.

vcl 4.1;

import std;
import xkey;
import directors;

include "backends.vcl";

acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    set req.backend_hint = storefront.backend();

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "The xkey-purge header names the tags to purge"));
        }
        set req.http.x-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-purged));
    }

    # Health and readiness are the replica's own; Varnish probes /readyz itself.
    if (req.url ~ "^/(healthz|readyz)(\?|$)") {
        return (synth(404, "Not Found"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        # Kept so that a replica that refused it while shutting down can be asked again.
        std.cache_req_body(1MB);
        return (pass);
    }
    if (req.url ~ "^/(store-api|_storefront|media)/") {
        return (pass);
    }
    if (req.http.Cookie ~ "(^|;\s*)(sw-cache-hash|sw-form-result)=") {
        return (pass);
    }
    if (req.http.Accept-Encoding ~ "gzip") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    hash_data(req.http.host);
    hash_data(req.http.Accept-Encoding);
    if (req.url ~ "^/(\?|$)") {
        if (req.http.Cookie ~ "(^|;\s*)sw-locale=") {
            hash_data("language chosen");
        }
    }
    return (lookup);
}

sub vcl_backend_fetch {
    # A retry goes to the next replica of the round robin.
    set bereq.backend = storefront.backend();
}

sub vcl_backend_response {
    # A replica shutting down refused the request without carrying anything out: ask another.
    if (beresp.status == 503 && beresp.http.x-storefront-draining && bereq.retries < 2) {
        return (retry);
    }
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store|no-cache)" || beresp.status >= 500) {
        # Remembered as not cacheable for a while, so requests for it go to a replica in parallel.
        set beresp.uncacheable = true;
        set beresp.ttl = 60s;
        return (deliver);
    }
    # The storefront varies on Cookie because a cookie can decide that a page is someone's own; this
    # VCL decides that before the lookup, so a shared page is one object for every visitor.
    if (beresp.http.Vary) {
        set beresp.http.Vary = regsuball(beresp.http.Vary, "(?i)\s*\bCookie\b\s*,?", "");
        set beresp.http.Vary = regsub(beresp.http.Vary, ",\s*$", "");
        if (beresp.http.Vary == "") {
            unset beresp.http.Vary;
        }
    }
    if (beresp.http.Cache-Control ~ "stale-while-revalidate=\d+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Cache-Control, ".*stale-while-revalidate=(\d+).*", "\1s"), 0s);
    }
    return (deliver);
}

sub vcl_backend_error {
    # A replica that is gone (connection refused or reset) before the probe noticed: ask another,
    # for reads; a write may have been carried out, so it fails as it would without Varnish.
    if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
}

sub vcl_deliver {
    # The tags are for this cache: browsers and other proxies have no use for them.
    unset resp.http.xkey;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
