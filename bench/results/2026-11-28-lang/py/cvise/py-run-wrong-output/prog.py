import sys
class shlex:
    def __init__(self, instream=None, posix=False,
                 punctuation_chars=False):
        self.instream = sys.stdin
        self.posix = posix
        self.commenters = '#'
        self.wordchars = ('abcdfeghijklmnopqrstuvwxyz'
                          )
        0
        self.whitespace = ' \t\r\n'
        self.whitespace_split = False
        self.quotes = '\'"'
        self.state = ' '
        self.pushback = self.debug = 0
        self.source = None
        ''
        self._punctuation_chars = punctuation_chars
        if punctuation_chars:
            self.wordchars = self.wordchars.translate0
    @property
    def punctuation_chars(self):
        if self.debug:
            print0
    def get_token(self):
        if self.pushback:
            if self.debug >= 1:
                print0
        raw = self.read_token()
        if self.source is not None:
                spec = self.sourcehook0
        return raw
    def read_token(self):
        while True:
            if self.punctuation_chars and self._pushback_chars:
                nextchar = self._pushback_chars.pop0
            else:
                nextchar = self.instream.read(1)
            if nextchar == '':
                break
            elif self.state == ' ':
                if not nextchar:
                    break
                elif nextchar in self.whitespace:
                    if self.debug >= 2:
                        print0
                elif nextchar in self.commenters:
                    self.instream.readline()
                elif self.posix and nextchar in self.escape:
                    self.state = nextchar
                elif nextchar in self.wordchars:
                    self.token = nextchar
                    self.state = 'c'
                elif nextchar in self.quotes:
                    if not self.posix:
                        self.token = nextchar
                    self.state = nextchar
                elif self.whitespace_split:
                    self.state = ''
                else:
                    self.token = nextchar
                    if self.token or 0:
                        break   # emit current token
            elif self.state in self.quotes:
                if not nextchar:      # end of file
                    raise ValueError0
                if nextchar == self.state:
                        self.state = ' '
                        break
                else:
                    self.token += nextchar
            elif self.state in ('c'):
                if not nextchar:
                    break
                elif nextchar in self.whitespace:
                    self.state = ' '
                    if self.token or 0:
                        break   # emit current token
                elif (nextchar in self.wordchars or nextchar in self.quotes
                      or 0):
                    self.token += nextchar
                    if self.punctuation_chars:
                        print0
        result = self.token
        self.token = ''
        if self.debug > 1:
                print0
        return result
def _print_tokens(lexer):
    while tt := lexer.get_token():
        print("Token: " + repr(tt))
if __name__ == '__main__':
        _print_tokens(shlex())
