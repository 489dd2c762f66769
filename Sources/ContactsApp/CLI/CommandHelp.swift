/// Usage lines and help texts of the `contacts` command (English: scripts
/// and mail clients read this command's output).
enum CommandHelp {
    /// Help and usage lines fit 80 columns; a longer usage goes on, indented, on the next line.
    static let topUsage = "usage: contacts [--data-dir DIR] [-h | --help] [-V | --version]\n"
        + "                [COMMAND [OPTIONS]]"

    /// The usage line of a command ("" = top level).
    static func usage(_ command: String) -> String {
        switch command {
        case "import": return "usage: contacts import FILE.vcf...|- [--account NAME] [--strict] [--verbose]"
        case "export": return "usage: contacts export [--version 3.0|4.0] [--account NAME]\n"
            + "                       [-o FILE | --output FILE]"
        case "list": return "usage: contacts list [--account NAME]"
        case "query": return "usage: contacts query TERM [--account NAME]"
        case "show": return "usage: contacts show TERM... [--account NAME]"
        case "add": return "usage: contacts add [--name NAME] [--phone PHONE]... [--email EMAIL]...\n"
            + "                    [--note TEXT] [--account NAME]"
        case "edit": return "usage: contacts edit TERM... [--account NAME]"
        case "remove": return "usage: contacts remove TERM... [-y | --yes] [--account NAME]"
        case "account": return "usage: contacts account add|passwd|remove NAME [-y | --yes] | account list"
        case "login": return "usage: contacts login [--account NAME]"
        case "logout": return "usage: contacts logout"
        case "sync": return syncUsage
        default: return topUsage
        }
    }

    static let accountRule = """
        Which account, which password:
          import, export, list, query, show, add, edit, remove and login work on
          --account NAME; without it on the only account when there is exactly one,
          else on the account that signed in last. They need that account's
          password, asked on the terminal (not echoed) or read as one line from
          standard input when it is not a terminal, unless the account is remembered
          on this machine: signed in with "Remember password" in the app, or with
          'contacts login'. A remembered account needs no password (this is how
          mutt's query_command works). Passwords are never taken from the command
          line or the environment.
        """

    static let top = """
        \(topUsage)

        Private Contacts: an address book with private accounts, kept in one SQLite
        database. With no command, opens the app in the terminal.

        Commands:
          import FILE.vcf...    import vCard 2.1/3.0/4.0 files, each in one transaction
          export                write every contact as vCard 3.0 or 4.0
          list                  one line per contact: name, phone, email (tab-separated)
          query TERM            address completion for mutt and aerc
          show TERM             every field of one contact
          add                   add a contact (from options, or asked on a terminal)
          edit TERM             edit one contact's vCard in $VISUAL or $EDITOR
          remove TERM           remove one contact (asks first; --yes)
          account add NAME      create an account
          account passwd NAME   change an account's password
          account remove NAME   delete an account and all its contacts
          account list          show the account names
          login                 check the password once and remember the account
          logout                forget the remembered account
          sync add URL          sync with a CardDAV server (then: sync, sync status)
          help [COMMAND]        show help (also: contacts COMMAND --help)

        Options:
          --data-dir DIR        keep the database, preferences and login token in DIR
                                (default: $CONTACTS_DATA_DIR, else
                                $XDG_DATA_HOME/contacts, else ~/.local/share/contacts)
          -h, --help            show this help
          -V, --version         show the version

        Display (the app, when no command is given):
          --backend terminal|sdl  the terminal (default), or a window drawn as iOS
                                draws it (also UIKIT_BACKEND=sdl)
          --size WxH            the window's screen in points (default 390x844)
          --scale S             pixels per point, 0.5 to 8 (default 1)
          --screenshot FILE.png draw the settled first screen off-screen to FILE.png
                                and exit (no display needed)
          --frames DIR          write every frame the window shows to DIR

        \(accountRule)

        Exit status: 0 success; 1 failure, with a one-line reason on standard error
        (query: nothing found); 2 wrong usage.
        """

    /// The help of a command that works on an account: its usage line, `body`, then
    /// `accountRule`, blank lines between.
    static func accountCommandHelp(_ command: String, _ body: String) -> String {
        "\(usage(command))\n\n\(body)\n\n\(accountRule)"
    }

    /// The help text of a command ("" = top level).
    static func text(_ command: String) -> String {
        switch command {
        case "import":
            return accountCommandHelp("import", """
                Imports each vCard file (versions 2.1, 3.0 and 4.0; UTF-8, UTF-16 or a
                declared charset) into the account in ONE transaction: all its cards or,
                on any failure, none. '-' reads the cards from standard input (then the
                account must be remembered, see 'contacts login'). On a terminal, a line
                on standard error shows the progress of a long import. Every property is
                kept: names, phones, emails and note in the app, everything else
                (addresses, photos, X- properties) in the stored card, which export
                writes back. A card with no name and no other data is not imported (an
                error); an EMAIL that is not an address is left out of the contact's
                addresses, kept in its card, and reported.

                Cards are merged by UID: a card whose UID is already in the account
                updates that contact when it changed and is skipped when it is the same,
                so importing a file again adds nothing. A card without a UID is not added
                when the account holds the same card. Two cards with one UID in a file:
                the later one is imported, the earlier one reported.

                For each file a summary goes to standard output and each part that could
                not be kept as written to standard error as FILE:LINE: SEVERITY: MESSAGE.

                Options:
                  --account NAME   import into this account
                  --strict         import nothing from a file with damaged parts (text
                                   that is not valid in its charset, a card without
                                   END:VCARD)
                  --verbose        also list each repair (a UID or FN the card lacked
                                   and was given) as FILE:LINE: repaired: MESSAGE
                """)
        case "export":
            return accountCommandHelp("export", """
                Writes every contact of the account, in list order, as vCard (UTF-8, CRLF,
                lines folded at 75 octets), with the properties imported cards had
                (photos, addresses, X- properties) and the edits made since.

                Options:
                  --version 3.0|4.0  vCard 3.0 (RFC 2426, the default: the version most
                                     programs import) or 4.0 (RFC 6350)
                  -o, --output FILE  write to FILE (mode 0600) through a temporary file
                                     renamed when complete, so FILE is never left
                                     half-written; default: standard output
                  --account NAME     export this account

                To a file or a pipe the cards are written exactly as stored. On a terminal
                they are for reading: control characters in values are shown as symbols
                (ESC as ␛), as list and query show them, and a note says how many.
                """)
        case "list":
            return accountCommandHelp("list", """
                Prints one line per contact in list order (pinyin order for Chinese
                names): name, first phone, first email, separated by tabs (empty when
                missing).

                Options:
                  --account NAME   list this account
                """)
        case "query":
            return accountCommandHelp("query", """
                Searches names (pinyin and initials for Chinese names), phones and emails
                like the app's search and prints, in the format of mutt's query_command
                (also aerc's address-book-cmd):
                  a first line with a status message, then
                  EMAIL<TAB>NAME<TAB>LABEL   one line per email address found.
                Of a contact found, the addresses whose line holds every word of the
                term are listed ("work.example" lists only that address), or all of
                its addresses when none does (found by its name, phone or pinyin), as
                khard does.
                When nothing is found it prints a message and exits with status 1, as
                abook --mutt-query and khard do.

                In ~/.muttrc:   set query_command = "contacts query %s"
                In aerc.conf:   address-book-cmd = contacts query %s
                (Sign in once with 'contacts login' so no password is asked.)

                Options:
                  --account NAME   search this account
                """)
        case "show":
            return accountCommandHelp("show", """
                Shows every field of the contact the search term names (matched as
                'query' matches: name, pinyin, phone, e-mail): name, organisation, title,
                nickname, each phone, e-mail, address and URL with its label, birthday,
                note and UID. When several contacts match, a terminal asks which one;
                otherwise they are named and the exit status is 1.

                Options:
                  --account NAME   look in this account
                """)
        case "add":
            return accountCommandHelp("add", """
                Adds a contact. With --name, from the options (--phone and --email may be
                given several times); without it, on a terminal, the name, a phone, an
                e-mail and a note are asked one after the other (Enter leaves one out).
                Only the name is required; phones and e-mails are checked as the app
                checks them.

                Options:
                  --name NAME      the contact's name as it is shown ("Ann Lee", "张三")
                  --phone PHONE    a phone number (digits, spaces, + - ( ), an extension)
                  --email EMAIL    an e-mail address
                  --note TEXT      a note
                  --account NAME   add to this account
                """)
        case "edit":
            return accountCommandHelp("edit", """
                Opens the contact's whole vCard (4.0) in $VISUAL, else $EDITOR, else vi, in
                a temporary file only you can read. When the editor ends, the card is
                checked before anything is saved: exactly one card, readable, with a name
                (FN), and phones and e-mails the app accepts; the contact keeps its UID.
                If the check fails, a terminal offers to edit again; otherwise nothing is
                saved and the file with your edit is kept and named, so nothing is lost.

                Options:
                  --account NAME   edit in this account
                """)
        case "remove":
            return accountCommandHelp("remove", """
                Removes the contact the search term names, after asking on a terminal.
                When standard input is not a terminal, --yes is needed.

                Options:
                  -y, --yes        remove without asking
                  --account NAME   remove from this account
                """)
        case "account":
            return """
                \(usage("account"))

                  account add NAME      create an account; the password is asked twice on
                                        a terminal, or read as one line from standard input
                  account passwd NAME   change the password: the current one, then the new
                                        one (twice on a terminal; from standard input: two
                                        lines, current then new)
                  account remove NAME   delete the account with all its contacts after its
                                        password and a confirmation (on a terminal), or
                                        with --yes when standard input is not a terminal
                  account list          show the account names, one per line

                Passwords are hashed with scrypt; they are never stored, and never taken
                from the command line or the environment.
                """
        case "login":
            return accountCommandHelp("login", """
                Checks the account's password once and remembers the account on this
                machine: a random login token goes to a file readable only by you (mode
                0600) and only its hash to the database. Until 'contacts logout' (or the
                app's Log Out), commands on this account need no password.
                """)
        case "logout":
            return """
                \(usage("logout"))

                Forgets the remembered account: revokes the login token, deletes its file
                and turns the app's "Remember password" and "Auto-login" off.
                """
        case "sync":
            return accountCommandHelp("sync", syncHelp)
        default:
            return top
        }
    }
}
