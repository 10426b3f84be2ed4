import sys
class shlex:
    def __init__(self, instream=None, infile=None, posix=False,
                 punctuation_chars=False):
        if isinstance(instream, str):
            self.instream = instream
        else:
            self.instream = sys.stdin
        self.posix = posix
        self.commenters = '#'
        self.wordchars = ('abcdfeghijklmnopqrstuvwxyz'
                          'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_')
        if self.posix:
            self.wordchars += ('ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ'
                               'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ')
        self.whitespace = ' \t\r\n'
        self.quotes = '\'"'
        self.state = ' '
        self.debug = 0
        self._punctuation_chars = punctuation_chars
    @property
    def punctuation_chars(self):
        return self._punctuation_chars
    def get_token(self):
        raw = self.read_token()
        return raw
    def read_token(self):
        while True:
            if self.punctuation_chars and self._pushback_chars:
                nextchar = self._pushback_chars.pop()
            else:
                nextchar = self.instream.read(1)
            if self.debug >= 3:
                print("shlex: in state %r I see character: %r" % (self.state,
                                                                  nextchar))
            if self.state is None:
                break
            elif self.state == ' ':
                if not nextchar:
                    self.state = None  # end of file
                elif nextchar in self.whitespace:
                        continue
                elif nextchar in self.commenters:
                    self.instream.readline()
                elif nextchar in self.wordchars:
                    self.token = nextchar
                    self.state = 'a'
                elif nextchar in self.quotes:
                    if not self.posix:
                        self.token = nextchar
                    self.state = nextchar
                else:
                    self.token = nextchar
                    if self.token or (self.posix and quoted):
                        break   # emit current token
            elif self.state in self.quotes:
                if nextchar == self.state:
                        self.state = ' '
                        break
                else:
                    self.token += nextchar
            elif self.state in ('a', 'c'):
                if not nextchar:
                    self.state = None   # end of file
                elif nextchar in self.whitespace:
                    if self.debug >= 2:
                        print("shlex: I see whitespace in word state")
                    self.state = ' '
                    if self.token or (self.posix and quoted):
                        break   # emit current token
                elif (nextchar in self.wordchars or nextchar in self.quotes
                      or (self.whitespace_split and
                          nextchar not in self.punctuation_chars)):
                    self.token += nextchar
        result = self.token
        self.token = ''
        return result
def _print_tokens(lexer):
    while tt := lexer.get_token():
        print("Token: " + repr(tt))
if __name__ == '__main__':
        _print_tokens(shlex())
