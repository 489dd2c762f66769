extension CommandHelp {
    static let syncUsage = "usage: contacts sync [--account NAME] [--timeout SECONDS]\n"
        + "                     [--conflicts keep-both|local|remote|ask]\n"
        + "       contacts sync add URL [--user NAME] [--account NAME]\n"
        + "       contacts sync status | sync remove [--account NAME]"

    static let syncHelp = """
        Two-way sync of the account's contacts with a CardDAV address book
        (RFC 6352): Radicale, Nextcloud, Baïkal, iCloud, Fastmail and others.

          sync add URL   finds the address book from the server's address (its
                         /.well-known/carddav, the user's principal and address-book
                         home; one is made when the user has none) and remembers it.
                         The server password is asked on the terminal (not echoed),
                         or read as one line of standard input; it is kept sealed
                         (AES-256-GCM) under the account's key, never in clear text.
                         --user NAME is the server's user name (default: the
                         account's name).
          sync           sends this book's changes and applies the server's, then
                         prints what was added, updated and removed on each side.
                         A contact changed on both sides keeps the server's version
                         and saves this book's as a new contact: nothing is lost.
                         --conflicts CHOICE settles each conflict otherwise:
                           keep-both  both versions (the default, as above); a
                                      removal on one side loses to the edit
                           local      this book's version (or removal) wins
                           remote     the server's version (or removal) wins
                           ask        shows the fields that differ and asks for
                                      each (b/l/r); without a terminal, one
                                      answer per line of standard input
          sync status    the server, the last sync and the changes waiting here.
          sync remove    forgets the server (the contacts stay).

        --timeout SECONDS  how long a request may wait for the server (default 30).
        A failed sync (server down, wrong password, an error answer, a time-out, a
        cut connection) says why; what it had applied stays, and the next sync goes
        on from there.
        """
}
