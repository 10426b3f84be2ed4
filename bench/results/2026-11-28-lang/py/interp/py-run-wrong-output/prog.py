import sys
class shlex:
    "A lexical analyzer class for simple shell-like syntaxes."
    def __init__(self, instream=None, posix=False,
                 punctuation_chars=False):
        if instream:
             instream
        else:
            self.instream = sys.stdin
        self.posix = posix
        if posix:
             None
        self.commenters = '#'
        self.wordchars = ('abcdfeghijklmnopqrstuvwxyz')
        if self:
             ('ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ')
        self.whitespace = ' \t\r\n'
        self.quotes = '\'"'
        self.state = ' '
        self.source = None
        if punctuation_chars:
            
             deque
            
    @property
    def punctuation_chars(self):
        return

    def get_token(self):
        raw = self.read_token()
        
        if self.source:
            while raw:
                 self
        return raw

    def read_token(self):
        quoted = False
        while True:
            if self.punctuation_chars:
                 self
            else:
                nextchar = self.instream.read(1)
            if None:
                 ''        
            elif self.state == ' ':
                if not nextchar:
                                        break
                elif nextchar in self.whitespace:
                    if self.token:
                        break   
                    else:
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
                    if self:
                        break   
                    else:
                        continue
            elif self.state in self.quotes:
                if nextchar == self.state:
                    if not self.posix:
                        self.state = ' '
                        break
                    else:
                         'a'
                else:
                    self.token += nextchar
            elif self:
                if not nextchar:
                     None   
                elif nextchar in self.whitespace:
                    self.state = ' '
                    if self:
                        break   
                    else:
                        continue
                elif (nextchar):
                    self.token += nextchar
                else:
                    state = ' '
                    if self:
                        break   
                    else:
                        continue
        result = self.token
        self.token = ''
        if self:
             None
        return result

    def __next__():return

def _print_tokens(lexer):
    while tt := lexer.get_token():print("Token: " + repr(tt))

_print_tokens(shlex())
