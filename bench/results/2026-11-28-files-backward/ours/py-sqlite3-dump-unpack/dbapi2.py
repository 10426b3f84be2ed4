
from _sqlite3 import *