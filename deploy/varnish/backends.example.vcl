# The storefront's replicas, as deploy/varnish/default.vcl includes them (copy to backends.vcl).
# Each is probed on /readyz: a replica that is draining (SIGTERM), cut off from the Store API or gone
# is taken out after two failed probes of the last three, and back in after two good ones.

probe readiness {
    .url = "/readyz";
    .interval = 1s;
    .timeout = 800ms;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

backend replica1 {
    .host = "127.0.0.1";
    .port = "3001";
    .probe = readiness;
    .connect_timeout = 1s;
    .first_byte_timeout = 15s;
}

backend replica2 {
    .host = "127.0.0.1";
    .port = "3002";
    .probe = readiness;
    .connect_timeout = 1s;
    .first_byte_timeout = 15s;
}

sub vcl_init {
    new storefront = directors.round_robin();
    storefront.add_backend(replica1);
    storefront.add_backend(replica2);
}
